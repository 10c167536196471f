import '../env-file';
import { createServices } from '../bootstrap';
import { loadConfig } from '../config';
import { seedDemo } from '../seed';

const services = await createServices(loadConfig());
await seedDemo(services, { force: true });
await services.live.close();
await services.database.close();
console.log('demo seed applied');
