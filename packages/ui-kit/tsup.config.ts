import { atriumTsup } from '@atrium/tsup-config';

export default atriumTsup();
